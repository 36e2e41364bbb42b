import { checkEveryRoute } from "../support/every-route";

checkEveryRoute("ar", "mobile");
