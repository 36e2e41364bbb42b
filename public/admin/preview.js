// The editor's preview of a service page and of an FAQ (Decap CMS, docs/decisions/133): the record in the language
// of the editor's left pane, in that language's direction, with the site's stylesheet. Decap's own React renders it
// (`h` is its createElement); the template name is the collection's.
(() => {
  const { CMS, h } = window;
  CMS.registerPreviewStyle(document.currentScript.dataset.siteStylesheet);
  CMS.registerPreviewStyle("/admin/preview.css");

  const page = (locale, ...children) =>
    h("main", { lang: locale, dir: locale === "ar" ? "rtl" : "ltr", className: "admin-preview" }, ...children);

  CMS.registerPreviewTemplate("services", ({ entry, locale }) => {
    const service = entry.get("data").toJS();
    return page(locale, h("h1", null, service.title), h("p", null, service.description));
  });

  CMS.registerPreviewTemplate("faqs", ({ entry, locale, widgetFor }) =>
    page(locale, h("h2", null, entry.getIn(["data", "question"])), h("div", null, widgetFor("answer"))),
  );
})();
