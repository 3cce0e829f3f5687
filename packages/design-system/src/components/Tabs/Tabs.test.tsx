import { describe, expect, it } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./Tabs";

describe("Tabs", () => {
  it("shows the panel of the selected tab", async () => {
    await render(
      <Tabs defaultValue="one">
        <TabsList aria-label="Sections">
          <TabsTrigger value="one">One</TabsTrigger>
          <TabsTrigger value="two">Two</TabsTrigger>
        </TabsList>
        <TabsContent value="one">First panel</TabsContent>
        <TabsContent value="two">Second panel</TabsContent>
      </Tabs>,
    );
    await expect.element(page.getByRole("tabpanel")).toHaveTextContent("First panel");
    await userEvent.click(page.getByRole("tab", { name: "Two" }));
    await expect.element(page.getByRole("tabpanel")).toHaveTextContent("Second panel");
    await expect.element(page.getByRole("tablist", { name: "Sections" })).toBeInTheDocument();
  });
});
