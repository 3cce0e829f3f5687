import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { Grid } from "./Grid";

describe("Grid", () => {
  it("splits the row into the requested number of equal columns", async () => {
    await render(
      <div style={{ width: 400 }}>
        <Grid columns={4} space="none" role="group" aria-label="Cells">
          <span>1</span>
          <span>2</span>
          <span>3</span>
          <span>4</span>
        </Grid>
      </div>,
    );
    const columns = getComputedStyle(
      page.getByRole("group", { name: "Cells" }).element(),
    ).gridTemplateColumns;
    expect(columns.split(" ")).toEqual(["100px", "100px", "100px", "100px"]);
  });
});
