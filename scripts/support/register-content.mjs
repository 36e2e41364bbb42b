// `node --import ./scripts/support/register-content.mjs`: content records load in scripts as in the build.
import { register } from "node:module";

register("./content-hooks.mjs", import.meta.url);
