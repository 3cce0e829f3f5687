import { Select, TextField } from "@aizapy/design-system";
import { useId, useState } from "react";
import { messageCharges, plans } from "../../../content/pricing";
import {
  type MessageCategory,
  type MessageVolumes,
  estimateCost,
  formatCount,
  formatRupees,
  messageCategories,
  parseVolume,
} from "../cost-calculator";
import * as styles from "./CostCalculator.css";

const categoryLabels: Record<MessageCategory, string> = {
  marketing: "Marketing",
  utility: "Utility",
  authentication: "Authentication",
  service: "Service",
};

const initialVolumes: Record<MessageCategory, string> = {
  marketing: "5000",
  utility: "10000",
  authentication: "2000",
  service: "20000",
};

const invalidVolumeMessage = "Enter a whole number of messages, from 0 to 10,00,00,000";

/**
 * Estimates the monthly and yearly cost of a plan and a month's messages, updating as the visitor
 * types. Every figure is exact to the paisa (see `estimateCost`).
 */
export function CostCalculator() {
  const [planId, setPlanId] = useState<string>(plans[0]!.id);
  const [texts, setTexts] = useState(initialVolumes);
  const summaryId = useId();

  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0]!;
  const parsed = Object.fromEntries(
    messageCategories.map((category) => [category, parseVolume(texts[category])]),
  ) as Record<MessageCategory, number | null>;
  const volumes = Object.fromEntries(
    messageCategories.map((category) => [category, parsed[category] ?? 0]),
  ) as MessageVolumes;
  const estimate = estimateCost(volumes, plan.yearlyPriceRupees);

  return (
    <form className={styles.layout} onSubmit={(event) => event.preventDefault()} noValidate>
      <div className={styles.fields}>
        <div className={styles.fullRow}>
          <Select
            label="Plan"
            value={planId}
            onChange={(event) => setPlanId(event.target.value)}
            options={plans.map((option) => ({
              value: option.id,
              label:
                option.yearlyPriceRupees === null
                  ? `${option.name} (custom price)`
                  : `${option.name} (${option.price}${option.period})`,
            }))}
          />
        </div>
        {messageCategories.map((category) => (
          <TextField
            key={category}
            label={`${categoryLabels[category]} messages per month`}
            hint={
              category === "service"
                ? "Free and unlimited"
                : `${messageCharges[category]} per delivered message`
            }
            inputMode="numeric"
            autoComplete="off"
            value={texts[category]}
            error={parsed[category] === null ? invalidVolumeMessage : undefined}
            onChange={(event) =>
              setTexts((current) => ({ ...current, [category]: event.target.value }))
            }
            aria-controls={summaryId}
          />
        ))}
      </div>
      <section className={styles.summary} id={summaryId} aria-labelledby={`${summaryId}-title`}>
        <h3 className={styles.summaryTitle} id={`${summaryId}-title`}>
          Your estimate
        </h3>
        <dl className={styles.lines}>
          {messageCategories.map((category) => (
            <div key={category} className={styles.line}>
              <dt>
                {categoryLabels[category]}: {formatCount(volumes[category])} ×{" "}
                {messageCharges[category]}
              </dt>
              <dd className={styles.lineValue}>{formatRupees(estimate.categoryPaise[category])}</dd>
            </div>
          ))}
          <div className={styles.line}>
            <dt>{plan.name} plan per month</dt>
            <dd className={styles.lineValue}>
              {estimate.planMonthlyPaise === null
                ? "Custom price"
                : `${formatRupees(estimate.planMonthlyPaise)} (${plan.price}${plan.period})`}
            </dd>
          </div>
        </dl>
        <div className={styles.totals} aria-live="polite">
          <p className={styles.total}>
            <span>Message charges per month</span>
            <output className={styles.totalValue}>
              {formatRupees(estimate.messagesMonthlyPaise)}
            </output>
          </p>
          {estimate.totalMonthlyPaise !== null && estimate.totalYearlyPaise !== null ? (
            <>
              <p className={styles.total}>
                <span>Estimated monthly cost</span>
                <output className={styles.totalValue}>
                  {formatRupees(estimate.totalMonthlyPaise)}
                </output>
              </p>
              <p className={styles.total}>
                <span>Estimated yearly cost</span>
                <output className={styles.totalValue}>
                  {formatRupees(estimate.totalYearlyPaise)}
                </output>
              </p>
            </>
          ) : (
            <p className={styles.note}>
              Enterprise pricing is tailored to your volume: contact sales for your plan price.
            </p>
          )}
        </div>
        <p className={styles.note}>
          Charges apply per delivered message for Indian users; taxes extra. The plan is billed
          yearly; its monthly figure is the yearly price divided by twelve.
        </p>
      </section>
    </form>
  );
}
