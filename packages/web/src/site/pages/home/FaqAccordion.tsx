import { Accordion, AccordionItem, Text } from "@aizapy/design-system";
import { faqItems } from "../../content/faq";
import { defineIsland } from "../../islands/define-island";

/** The FAQ: at most one answer open; clicking the open question closes it. */
export function FaqAccordion() {
  return (
    <Accordion>
      {faqItems.map((item) => (
        <AccordionItem key={item.id} value={item.id} title={item.question}>
          <Text tone="secondary">{item.answer}</Text>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

export const faqIsland = defineIsland("faq", FaqAccordion);
