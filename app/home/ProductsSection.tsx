import { ArrowRight } from "lucide-react";
import { Card } from "~/ui/Card";
import { FeatureList } from "~/ui/FeatureList";
import { equipmentCategories } from "~/content/configurator";
import { configuratorSection } from "~/content/home/configurator";
import { productsSection, type ProductEntry } from "~/content/home/products";
import { formatSar } from "~/configurator/quote";
import { IconTile } from "~/ui/Icon";
import { Heading, Section, innerHeading, type SectionVariant } from "~/ui/Section";

function priceItem(product: ProductEntry) {
  const item = equipmentCategories
    .find((category) => category.id === product.item.category)
    ?.items.find((entry) => entry.id === product.item.id);
  if (!item) throw new Error(`Unknown configurator item ${product.item.category}/${product.item.id}`);
  return item;
}

const configureClass = "mt-10 inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline";

/** Home section 6 and the body of /products: two product sections of four products each, priced from the configurator table. */
export function ProductsSection({ variant = "section" }: { variant?: SectionVariant }) {
  const groupHeadingTag = innerHeading(variant, 1);
  const productHeadingTag = innerHeading(variant, 2);
  return (
    <Section id={productsSection.id} heading={productsSection} spacing="large" variant={variant}>
      <div className="space-y-14">
        {productsSection.groups.map((group) => (
          <section key={group.id} aria-labelledby={`products-${group.id}`}>
            <div className="mb-6 flex flex-col gap-1 border-s-4 border-accent-500 ps-4">
              <Heading as={groupHeadingTag} id={`products-${group.id}`} className="text-2xl font-bold">
                {group.title}
              </Heading>
              <p className="text-ink-muted">{group.intro}</p>
            </div>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {group.products.map((product) => {
                const item = priceItem(product);
                return (
                  <Card as="li" key={item.id} className="flex flex-col">
                    <IconTile name={product.icon} />
                    <Heading as={productHeadingTag} className="mt-4 text-lg font-semibold">
                      {item.name}
                    </Heading>
                    <p className="tabular mt-1 text-sm font-semibold text-accent-700">
                      {productsSection.priceFrom} {formatSar(item.price)} / {item.unit}
                    </p>
                    <p className="mt-3 text-sm leading-relaxed text-ink-muted">{product.description}</p>
                    <FeatureList items={product.features} className="mt-4 text-sm" />
                  </Card>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
      {/* On the home page an in-page anchor, which keeps the configuration in the query. */}
      {variant === "section" ? (
        <a href={`#${configuratorSection.id}`} className={configureClass}>
          {productsSection.configureLink.label}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </a>
      ) : (
        <a href={productsSection.configureLink.to} className={configureClass}>
          {productsSection.configureLink.label}
          <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </a>
      )}
    </Section>
  );
}
