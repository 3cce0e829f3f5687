// The workspace on a 375 px phone: the navigation is a sheet the top bar's button opens, focus
// comes back to that button, and the home and team pages pass axe in both themes.
import {
  expect,
  expectNoAxeViolationsInBothThemes,
  navigation,
  openWorkspace,
  test,
  workspacePaths,
} from "./fixtures.ts";

test("the navigation sheet opens from the top bar and leads to the team page", async ({
  page,
  sharedMember,
}) => {
  await openWorkspace(page, sharedMember.token);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Workspace navigation" })).toBeHidden();
  const sheet = await navigation(page);
  await expect(sheet.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await sheet.getByRole("link", { name: "Team" }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(workspacePaths.team);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open navigation" })).toBeFocused();
});

for (const screen of [
  { path: workspacePaths.home, heading: "Home", ready: "Your sandbox is ready" },
  { path: workspacePaths.team, heading: "Team", ready: "Who can do what" },
] as const) {
  test(`${screen.heading} passes axe on a phone, in both themes`, async ({
    page,
    sharedMember,
  }) => {
    await openWorkspace(page, sharedMember.token, screen.path);
    await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
    await expect(page.getByText(screen.ready).first()).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(page);
  });
}
