// Decap CMS checks required fields on the default language's side only (decaporg/decap-cms#5653, #5112): an
// Arabic headline left empty would be saved, and then the build would refuse the file. Before each save, this
// refuses it instead, naming the field, with the rules of the editor's own configuration (required unless
// `required: false`, the field's pattern). docs/decisions/133.
(() => {
  const configUrl = document.querySelector('link[rel="cms-config-url"]').href;
  const config = fetch(configUrl).then((response) => response.json());

  const isEmpty = (value) =>
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0);

  /** What is missing or malformed in one language's block, as "Label: what" lines. */
  function faults(fields, data, where) {
    return fields.flatMap((field) => {
      const value = data?.[field.name];
      const label = where ? `${where} › ${field.label}` : field.label;
      if (isEmpty(value)) return field.required === false ? [] : [`${label} is required`];
      if (field.pattern && typeof value === "string" && !new RegExp(field.pattern[0]).test(value)) return [`${label}: ${field.pattern[1]}`];
      if (field.fields && Array.isArray(value)) return value.flatMap((item, index) => faults(field.fields, item, `${label} ${index + 1}`));
      if (field.fields) return faults(field.fields, value, label);
      return [];
    });
  }

  const fieldsOf = (collection, entry) =>
    collection.fields ?? collection.files?.find((file) => file.name === entry.get("slug"))?.fields ?? [];

  window.CMS.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const { i18n, collections } = await config;
      const collection = collections.find((candidate) => candidate.name === entry.get("collection"));
      if (!collection) return;
      const fields = fieldsOf(collection, entry);
      for (const locale of i18n.locales.filter((locale) => locale !== i18n.default_locale)) {
        const data = entry.getIn(["i18n", locale, "data"])?.toJS();
        const problems = faults(fields, data, "");
        if (problems.length > 0) throw new Error(`the ${locale.toUpperCase()} side is not complete: ${problems.join("; ")}.`);
      }
    },
  });
})();
