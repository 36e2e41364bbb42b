import { checkEveryRoute } from "../support/every-route";

checkEveryRoute("en", "desktop");
