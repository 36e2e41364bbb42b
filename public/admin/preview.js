// The editor's preview of a page's opening (its texts in content/pages/: the h1, subtitle and description, as a
// service page's hero shows them) and of an FAQ (Decap CMS, docs/decisions/133): the record in the language of the
// editor's left pane, in that language's direction, with the site's stylesheet. Decap's own React renders it (`h` is
// its createElement); a template is named after its collection.
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

  CMS.registerPreviewTemplate("faqs", ({ entry, locale, widgetFor }) =>
    page(locale, h("h2", null, entry.getIn(["data", "question"])), h("div", null, widgetFor("answer"))),
  );
})();
