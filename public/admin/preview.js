// The editor's preview (Decap CMS, docs/decisions/133) of a page's texts (content/pages/: the h1, subtitle and
// description its hero shows), of a service page's opening and of an FAQ: the record in the language of the editor's
// left pane, in that language's direction, with the site's stylesheet. Decap's own React renders it (`h` is its
// createElement); a template is named after its collection.
(() => {
  const { CMS, h } = window;
  CMS.registerPreviewStyle(document.currentScript.dataset.siteStylesheet);
  CMS.registerPreviewStyle("/admin/preview.css");

  const page = (locale, ...children) =>
    h("main", { lang: locale, dir: locale === "ar" ? "rtl" : "ltr", className: "admin-preview" }, ...children);

  CMS.registerPreviewTemplate("pages", ({ entry, locale }) => {
    const texts = entry.get("data").toJS();
    return page(
      locale,
      h("h1", null, texts.title),
      texts.subtitle ? h("p", { className: "admin-preview-subtitle" }, texts.subtitle) : null,
      h("p", null, texts.description),
    );
  });

  // A service page's opening beside its hero image: eyebrow, headline, text (its h1 is the page's record, above).
  CMS.registerPreviewTemplate("services", ({ entry, locale, widgetsFor }) => {
    const overview = widgetsFor("overview");
    return page(
      locale,
      h("p", { className: "admin-preview-eyebrow" }, overview.getIn(["data", "eyebrow"])),
      h("p", { className: "admin-preview-headline" }, overview.getIn(["data", "heading"])),
      h("div", null, overview.getIn(["widgets", "body"])),
      h("p", { className: "admin-preview-buttons" }, entry.getIn(["data", "cta", "quote"]), " · ", entry.getIn(["data", "cta", "contact"])),
    );
  });

  CMS.registerPreviewTemplate("faqs", ({ entry, locale, widgetFor }) =>
    page(locale, h("h2", null, entry.getIn(["data", "question"])), h("div", null, widgetFor("answer"))),
  );
})();
