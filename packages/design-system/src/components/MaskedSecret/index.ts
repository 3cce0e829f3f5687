export { MaskedSecret, maskSecret, type MaskedSecretProps } from "./MaskedSecret";
