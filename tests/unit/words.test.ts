import { describe, expect, it } from "vitest";
import { withArticle } from "~/plan-quality/words";

describe("withArticle", () => {
  it("chooses the article by sound, as a founder would say it", () => {
    expect(withArticle("used-car dealer")).toBe("a used-car dealer");
    expect(withArticle("one-man workshop")).toBe("a one-man workshop");
    expect(withArticle("university society")).toBe("a university society");
    expect(withArticle("upholsterer")).toBe("an upholsterer");
    expect(withArticle("independent garage")).toBe("an independent garage");
    expect(withArticle("hour-long class")).toBe("an hour-long class");
    expect(withArticle("day nursery")).toBe("a day nursery");
    expect(withArticle("osteopath")).toBe("an osteopath");
  });
});
