// Content records import as plain data (vite.config.ts, yaml()); their shape is checked by zod, not by TypeScript.
declare module "*.yaml" {
  const data: unknown;
  export default data;
}
