import { Badge, VisuallyHidden } from "@aizapy/design-system";
import { Check, CircleCheck, CircleDashed, Clock } from "lucide-react";
import { type ReactNode } from "react";
import { type StepState } from "../checklist";
import * as styles from "./OnboardingChecklist.css";

const stateBadges: Record<StepState, ReactNode> = {
  done: (
    <Badge tone="positive" icon={<CircleCheck size={14} />}>
      Done
    </Badge>
  ),
  inProgress: (
    <Badge tone="info" icon={<Clock size={14} />}>
      In progress
    </Badge>
  ),
  todo: (
    <Badge tone="neutral" icon={<CircleDashed size={14} />}>
      To do
    </Badge>
  ),
};

export interface StepItemProps {
  /** 1 to 4. */
  number: number;
  title: string;
  state: StepState;
  /** Overrides the state's badge (a step's own words, e.g. "Delivered"). */
  badge?: ReactNode;
  children: ReactNode;
}

/**
 * One step of the checklist: its number (a check once done), title and state as words and an
 * icon (never colour alone), and what to do or what happened.
 */
export function StepItem({ number, title, state, badge, children }: StepItemProps) {
  const isDone = state === "done";
  return (
    <li className={styles.step}>
      <span className={`${styles.marker} ${isDone ? styles.markerDone : ""}`} aria-hidden="true">
        {isDone ? <Check size={18} /> : number}
      </span>
      <div className={styles.content}>
        <div className={styles.titleLine}>
          <h3 className={styles.title} id={`step-${number}-title`}>
            <VisuallyHidden>Step {number}: </VisuallyHidden>
            {title}
          </h3>
          {badge ?? stateBadges[state]}
        </div>
        {children}
      </div>
    </li>
  );
}
