/**
 * The custom fields section (`customFields`): the admins' page and the inputs and values the
 * asset forms and lists show. Like `company/`, one section in its own file per language; each
 * locale imports its file as `customFields`.
 */
export const enCustomFields = {
  meta: {
    title: "Custom fields · Fleetward workspace",
    description: "The extra fields your team records for its assets.",
  },
  nav: "Custom fields",
  page: {
    title: "Custom fields",
    lead: "Add the fields your team records for its assets, such as a cost centre or a purchase order. A field applies to every category, or only to the ones you pick.",
    adminsOnly:
      "Only the owner and admins manage custom fields. Ask one of them if you need a field.",
    add: "Add field",
    empty: "No custom fields yet.",
    loadFailed: "The custom fields could not be loaded.",
  },
  types: {
    text: "Text",
    number: "Number",
    date: "Date",
    boolean: "Yes/no",
    option_list: "Option list",
    url: "Web address",
  },
  list: {
    caption: "Custom fields of this workspace",
    name: "Name",
    key: "Key",
    type: "Type",
    rules: "Rules",
    categories: "Categories",
    actions: "Actions",
    allCategories: "All categories",
    required: "Required",
    unique: "Unique",
    edit: "Edit",
    editNamed: "Edit {{name}}",
    delete: "Delete",
    deleteNamed: "Delete {{name}}",
    deleteConfirm: "Delete the field “{{name}}”? Every asset’s value for it is removed too.",
    deleted: "Field “{{name}}” deleted",
  },
  form: {
    addTitle: "Add a custom field",
    editTitle: "Edit custom field",
    name: "Name",
    key: "Key",
    keyHint:
      "Values are stored under this key and it cannot change later. Leave it empty to make it from the name.",
    fixed: "The key and the type cannot change once the field exists.",
    type: "Type",
    options: "Options",
    optionsHint: "One option per line, in the order they are offered.",
    required: "Required",
    requiredHint: "An asset the field applies to cannot be saved without a value.",
    unique: "Unique",
    uniqueHint: "No two assets may have the same value.",
    helpText: "Help text",
    helpTextHint: "Shown under the field in the asset form.",
    categories: "Categories",
    categoriesHint: "Leave every box empty to use the field in all categories.",
    cancel: "Cancel",
    save: "Save field",
    saving: "Saving…",
    added: "Field “{{name}}” added",
    updated: "Field “{{name}}” saved",
    errors: {
      name: "Give the field a name of at most 80 characters.",
      nameTaken: "Another field already has this name.",
      key: "Start with a letter and use only a–z, 0–9 and _ (at most 40).",
      keyTaken: "Another field already uses this key.",
      options: "Give an option list at least one option; each must be different.",
      generic: "Check this field.",
    },
  },
  input: {
    required: "(required)",
    choose: "Choose…",
    yes: "Yes",
    no: "No",
  },
  errors: {
    required: "Enter a value.",
    text: "Use at most 500 characters.",
    number: "Enter a number, such as 16 or 2.5.",
    date: "Enter a date such as 2026-03-31.",
    boolean: "Choose yes or no.",
    option_list: "Choose one of the options.",
    url: "Enter a web address starting with http:// or https://.",
    unknown: "This field is not available for this asset.",
    taken: "Another asset already has this value.",
  },
  columns: {
    label: "Columns",
    legend: "Custom fields shown as columns",
  },
};

export type CustomFieldsText = typeof enCustomFields;
