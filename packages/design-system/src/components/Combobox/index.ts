export { Combobox, type ComboboxItem, type ComboboxProps } from "./Combobox";
