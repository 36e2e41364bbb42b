// React Router's server build, as a module of the Vite build (server/main.ts re-exports it).
declare module "virtual:react-router/server-build";
// The site script's URL (vite.config.ts).
declare module "virtual:site-script" {
  const url: string;
  export default url;
}
