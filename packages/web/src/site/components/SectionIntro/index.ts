export { SectionIntro, type SectionIntroProps } from "./SectionIntro";
