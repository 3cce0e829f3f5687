import { Badge, Button, Heading, Skeleton, Stack, Text } from "@aizapy/design-system";
import { toE164 } from "@aizapy/contracts";
import { useQuery } from "@apollo/client/react";
import { CircleAlert, CircleCheck, Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { ButtonLink } from "../../../../shared/components/ButtonLink";
import { QueryErrorState } from "../../../../shared/components/QueryErrorState";
import { useWorkspaceAccount } from "../../../api/workspace-account";
import { CodeBlock } from "../../../components/CodeBlock";
import { helloWorldCurl } from "../../../lib/curl";
import { paths } from "../../../lib/paths";
import { canManage } from "../../../lib/roles";
import { OnboardingQuery } from "../api/get-onboarding";
import { checklistStates, countDone, isAnyStepInProgress, type StepState } from "../checklist";
import { HelloWorldForm } from "./HelloWorldForm";
import * as styles from "./OnboardingChecklist.css";
import { StepItem } from "./StepItem";

/** While a step is under way (a message on its way, a webhook awaited), ask this often. */
const POLL_INTERVAL_MS = 2_000;
const STEP_COUNT = 4;

/**
 * The first steps of a new business, from the server's record of them: the sandbox, hello_world
 * to the member's own phone (followed until delivered), an API key, and a webhook. Asked again
 * every 2 s while a step is under way (not while the tab is hidden).
 */
export function OnboardingChecklist() {
  const { account, business } = useWorkspaceAccount();
  const isManager = canManage(account.role);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSendingAgain, setSendingAgain] = useState(false);
  // Sent again after a first delivery: the checklist cannot follow that one message on its own.
  const [wasSentAgain, setSentAgain] = useState(false);
  const { data, error, refetch, startPolling, stopPolling } = useQuery(OnboardingQuery, {
    // Steps finish elsewhere too (a key used, a webhook delivered): asked afresh on every visit.
    fetchPolicy: "cache-and-network",
    skipPollAttempt: () => document.visibilityState === "hidden",
  });
  const progress = data?.workspaceOnboarding;
  const states = progress ? checklistStates(progress) : null;
  const isUnderWay = states !== null && isAnyStepInProgress(states);

  useEffect(() => {
    if (!isUnderWay) return;
    startPolling(POLL_INTERVAL_MS);
    return () => stopPolling();
  }, [isUnderWay, startPolling, stopPolling]);

  if (error && !data) {
    return <QueryErrorState what="your first steps" error={error} onRetry={refetch} />;
  }
  if (!progress || !states) {
    return (
      <div role="status" aria-label="Loading your first steps">
        <Stack space="medium">
          {Array.from({ length: STEP_COUNT }, (_, index) => (
            <Skeleton key={index} height={96} />
          ))}
        </Stack>
      </div>
    );
  }

  const recipient = sentTo ? toE164(sentTo) : null;
  const curl = helloWorldCurl({ origin: window.location.origin, to: recipient });
  const showForm = !progress.helloWorldSent || isSendingAgain;
  const to = recipient ? ` to ${recipient}` : "";
  let helloWorldStatus = "";
  if (wasSentAgain) helloWorldStatus = `hello_world was sent again${to}.`;
  else if (progress.helloWorldDelivered) helloWorldStatus = `hello_world was delivered${to}.`;
  else if (progress.helloWorldFailed)
    helloWorldStatus = `WhatsApp could not deliver hello_world${to}. Check the number and send it again.`;
  else if (progress.helloWorldSent)
    helloWorldStatus = `hello_world was sent${to}. Waiting for WhatsApp to deliver it...`;

  return (
    <section aria-labelledby="checklist-title">
      <Stack space="medium">
        <div>
          <Heading level={3} as="h2" id="checklist-title">
            Get started
          </Heading>
          <Text tone="secondary">
            {countDone(states)} of {STEP_COUNT} steps done
          </Text>
        </div>
        <ol className={styles.steps}>
          <StepItem number={1} title="Your sandbox is ready" state={states.sandbox}>
            <Text>
              Your business sends from the sandbox number{" "}
              <span className={styles.number} translate="no">
                {business.whatsappNumber}
              </span>
              : real WhatsApp messages to your own phone, with nothing to set up.
            </Text>
          </StepItem>
          <StepItem
            number={2}
            title="Send hello_world to your own WhatsApp number"
            state={states.helloWorld}
            badge={
              progress.helloWorldDelivered ? (
                <Badge tone="positive" icon={<CircleCheck size={14} />}>
                  Delivered
                </Badge>
              ) : progress.helloWorldFailed ? (
                <Badge tone="critical" icon={<CircleAlert size={14} />}>
                  Not delivered
                </Badge>
              ) : progress.helloWorldSent ? (
                <Badge tone="info" icon={<Clock size={14} />}>
                  Sent
                </Badge>
              ) : undefined
            }
          >
            <Text tone="secondary">
              The sandbox sends the approved hello_world template to the number you enter.
            </Text>
            {showForm && (
              <HelloWorldForm
                onSent={(number) => {
                  setSentTo(number);
                  setSentAgain(progress.helloWorldDelivered);
                  setSendingAgain(false);
                }}
              />
            )}
            <Text role="status">{helloWorldStatus}</Text>
            {!showForm && (
              <div>
                <Button variant="secondary" size="small" onClick={() => setSendingAgain(true)}>
                  Send it again
                </Button>
              </div>
            )}
          </StepItem>
          <StepItem number={3} title="Create an API key" state={states.apiKey}>
            <Text tone="secondary">
              Your own systems send messages through the /v1 API with a key. With one, this command
              sends hello_world from your terminal:
            </Text>
            <CodeBlock label="Send hello_world with cURL" code={curl} copyLabel="Copy command" />
            {isManager ? (
              <div>
                <ButtonLink
                  to={paths.developers}
                  variant={states.apiKey === "done" ? "secondary" : "primary"}
                >
                  {states.apiKey === "done" ? "Manage API keys" : "Create an API key"}
                </ButtonLink>
              </div>
            ) : (
              <Text tone="secondary">Ask an owner or admin of your business to create one.</Text>
            )}
          </StepItem>
          <StepItem number={4} title="Set a webhook URL and see a delivery" state={states.webhook}>
            <Text tone="secondary">{webhookText[states.webhook]}</Text>
            {isManager ? (
              <div>
                <ButtonLink to={`${paths.developers}#webhook`}>
                  {states.webhook === "todo" ? "Set a webhook URL" : "See deliveries"}
                </ButtonLink>
              </div>
            ) : (
              <Text tone="secondary">Ask an owner or admin of your business to set it.</Text>
            )}
          </StepItem>
        </ol>
      </Stack>
    </section>
  );
}

const webhookText: Record<StepState, string> = {
  todo: "Ai Zapy posts every message status and customer reply to your endpoint, signed.",
  inProgress:
    "Your webhook URL is set: the next message status (send a message!) is delivered to it.",
  done: "Your endpoint has received a webhook: message statuses and replies reach your systems.",
};
