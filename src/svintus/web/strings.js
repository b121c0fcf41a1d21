// The page's words. Values are strings with {placeholders} or functions of the params.
// In Russian `{name:dat}` is a player in a case and `{card:acc}` a card in a case (i18n.js
// t(), the catalogue's forms.ru; docs/russian.md).
import { en } from "./strings_en.js";
import { ruStrings } from "./strings_ru.js";

export { ru } from "./words_common.js";
export const STRINGS = { en, ru: ruStrings };
