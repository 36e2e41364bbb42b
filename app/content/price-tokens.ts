import { bothLocales } from "./bilingual";
import { listPrice } from "./list-prices";
import { serviceRecords } from "./services";

// Prices in texts (the FAQ's answers) by token, filled from the price data of the service records: never typed by
// hand (docs/decisions/157). A camera type's "from" price is {<type>Price} after its English name ("Dome Cameras":
// {domeCamerasPrice}), a package's {<name>PackagePrice} ("Basic": {basicPackagePrice}); whole riyals including VAT.

const camelCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)/g, (_, next: string) => next.toUpperCase())
    .replace(/[^a-zA-Z0-9]/g, "");

export const priceTokens = bothLocales((locale): Record<string, string> =>
  Object.fromEntries(
    serviceRecords.en.flatMap((service) => [
      ...(service.cameraTypes?.items ?? []).map((camera) => [`${camelCase(camera.type)}Price`, listPrice(camera.priceFrom, locale).sar]),
      ...(service.packages?.items ?? []).map((pkg) => [`${camelCase(pkg.name)}PackagePrice`, listPrice(pkg.price, locale).sar]),
    ]),
  ),
);
