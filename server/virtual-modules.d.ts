// React Router's server build, as a module of the Vite build (server/main.ts re-exports it).
declare module "virtual:react-router/server-build";
