import { describe, expect, it } from "vitest";
import {
  attributeName,
  guessRole,
  mappingProblem,
  parseCsv,
  rewriteCsv,
  type ColumnMapping,
} from "./import-columns";

describe("an import's columns", () => {
  it("are guessed from the headers as the server reads them", () => {
    expect(["Phone Number", "WhatsApp", " mobile "].map(guessRole)).toEqual([
      "phone",
      "phone",
      "phone",
    ]);
    expect(["Full Name", "tag", "City", "  "].map(guessRole)).toEqual([
      "name",
      "tags",
      "attribute",
      "ignore",
    ]);
  });

  it("name attributes like the server, apart from the phone, name and tags headers", () => {
    expect(attributeName("Order Count!")).toBe("order_count");
    expect(attributeName("Name")).toBe("name_value");
  });

  it("need one phone column, at most one name and tags column, and distinct attributes", () => {
    const of = (...roles: ColumnMapping["role"][]) =>
      roles.map((role, index) => ({ header: `h${index}`, role }));
    expect(mappingProblem(of("name", "attribute"))).toMatch(/phone numbers/);
    expect(mappingProblem(of("phone", "phone"))).toMatch(/one phone/);
    expect(mappingProblem(of("phone", "name", "name"))).toMatch(/one name/);
    expect(mappingProblem(of("phone", "tags", "ignore"))).toBeNull();
    expect(
      mappingProblem([
        { header: "phone", role: "phone" },
        { header: "City", role: "attribute" },
        { header: "city", role: "attribute" },
      ]),
    ).toMatch(/city/);
  });

  it("read quoted fields, line breaks and a byte order mark", () => {
    const text = '\uFEFFphone,note\r\n+91 98765 43210,"says ""hi"", twice"\n"1","two\nlines"\n\n';
    expect(parseCsv(text)).toEqual([
      ["phone", "note"],
      ["+91 98765 43210", 'says "hi", twice'],
      ["1", "two\nlines"],
    ]);
    expect(parseCsv(text, 2)).toHaveLength(2);
  });

  it("rewrite the file to the chosen header, without the ignored columns", () => {
    const text = 'Mobile,Customer,Notes,Group\n98765 43210,Asha,"a, b",vip;pune\n';
    const csv = rewriteCsv(text, [
      { header: "Mobile", role: "phone" },
      { header: "Customer", role: "name" },
      { header: "Notes", role: "ignore" },
      { header: "Group", role: "tags" },
    ]);
    expect(csv).toBe("phone,name,tags\r\n98765 43210,Asha,vip;pune\r\n");
    expect(
      rewriteCsv('a,b\n1,"x,y"\n', [
        { header: "a", role: "phone" },
        { header: "b", role: "attribute" },
      ]),
    ).toBe('phone,b\r\n1,"x,y"\r\n');
  });
});
