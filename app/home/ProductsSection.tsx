import { Card } from "~/ui/Card";
import { FeatureList } from "~/ui/FeatureList";
import { configuratorWording, type ConfiguratorWording } from "~/content/configurator";
import { configuratorSection } from "~/content/home/configurator";
import { productsSection as productsRecord, type ProductEntry } from "~/content/home/products";
import { formatSar } from "~/i18n/format";
import { useInLocale, useLocale } from "~/page-context/use-locale";
import { itemPrice } from "~/quote-model/price-table";
import { IconTile } from "~/ui/Icon";
import { ScrollRow, scrollRowItem } from "~/ui/ScrollRow";
import { MoreLink } from "./MoreLink";
import { Heading, Section, innerHeading, type SectionVariant } from "~/ui/Section";
import { cn } from "~/ui/cn";

/** The configurator item a product is priced as: its name and unit in the page's language, and its price. */
function priceItem(product: ProductEntry, wording: ConfiguratorWording) {
  const { category, id } = product.item;
  const item = wording.categories.find((entry) => entry.id === category)?.items.find((entry) => entry.id === id);
  if (!item) throw new Error(`Unknown configurator item ${category}/${id}`);
  return { ...item, price: itemPrice(item.id) };
}

/** The home page shows the first products of each group; /products shows them all. */
const homeProductsPerGroup = 2;

/**
 * Home section 6 and the body of /products: two product sections of four products each, priced from the
 * configurator table. The home page shows the first two of each group, without their features, as a row to swipe
 * on phones, and links to /products for the rest.
 */
export function ProductsSection({ variant = "section" }: { variant?: SectionVariant }) {
  const groupHeadingTag = innerHeading(variant, 1);
  const productHeadingTag = innerHeading(variant, 2);
  const onHome = variant === "section";
  const locale = useLocale();
  const pick = useInLocale();
  const productsSection = pick(productsRecord);
  const wording = pick(configuratorWording);
  return (
    <Section
      id={productsSection.id}
      heading={{ ...productsSection, align: "split" }}
      variant={variant}
      spacing={onHome ? "compact" : "regular"}
    >
      <div className={onHome ? "space-y-10 lg:grid lg:grid-cols-2 lg:gap-8 lg:space-y-0" : "space-y-14"}>
        {productsSection.groups.map((group) => (
          <section key={group.id} aria-labelledby={`products-${group.id}`}>
            <div className="mb-5 flex flex-col gap-1 border-s-4 border-accent-500 ps-4">
              <Heading as={groupHeadingTag} id={`products-${group.id}`} className="text-2xl font-bold">
                {group.title}
              </Heading>
              <p className="text-ink-muted">{group.intro}</p>
            </div>
            <ScrollRow label={group.title} className={cn("sm:grid-cols-2 sm:gap-6", !onHome && "lg:grid-cols-4")}>
              {(onHome ? group.products.slice(0, homeProductsPerGroup) : group.products).map((product) => {
                const item = priceItem(product, wording);
                return (
                  <Card as="li" key={item.id} className={cn(scrollRowItem, "flex flex-col", onHome && "p-5")}>
                    <IconTile name={product.icon} />
                    <Heading as={productHeadingTag} className="mt-4 text-lg font-semibold">
                      {item.name}
                    </Heading>
                    <p className="mt-1 text-sm font-semibold text-accent-700">
                      {productsSection.priceFrom} {formatSar(item.price, locale)} / {item.unit}
                    </p>
                    <p className="mt-3 text-sm leading-relaxed text-ink-muted">{product.description}</p>
                    {!onHome && <FeatureList items={product.features} className="mt-4 text-sm" />}
                  </Card>
                );
              })}
            </ScrollRow>
          </section>
        ))}
      </div>
      {/* On the home page an in-page anchor, which keeps the configuration in the query. */}
      <p className="mt-6 flex flex-wrap gap-x-8">
        {onHome ? (
          <>
            <MoreLink to={`#${pick(configuratorSection).id}`} label={productsSection.configureLink.label} />
            <MoreLink to={productsSection.allLink.to} label={productsSection.allLink.label} />
          </>
        ) : (
          <MoreLink to={productsSection.configureLink.to} label={productsSection.configureLink.label} />
        )}
      </p>
    </Section>
  );
}
