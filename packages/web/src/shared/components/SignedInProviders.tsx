import { ThemeProvider, ToastProvider } from "@aizapy/design-system";
import { type ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { type ReactNode, StrictMode } from "react";
import { DocumentTitleSuffix } from "./PageHeader";

export interface SignedInProvidersProps {
  /** The area's GraphQL client. */
  client: ApolloClient;
  /** What follows a page's name in the browser tab. @default "Ai Zapy" */
  documentTitleSuffix?: string;
  /** The area's router. */
  children: ReactNode;
}

/** What a signed-in area's entry renders its router in: theme, toasts and its GraphQL client. */
export function SignedInProviders({
  client,
  documentTitleSuffix = "Ai Zapy",
  children,
}: SignedInProvidersProps) {
  return (
    <StrictMode>
      <ThemeProvider>
        <ToastProvider>
          <ApolloProvider client={client}>
            <DocumentTitleSuffix value={documentTitleSuffix}>{children}</DocumentTitleSuffix>
          </ApolloProvider>
        </ToastProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
