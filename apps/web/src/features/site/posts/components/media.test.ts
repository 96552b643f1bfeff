import { describe, expect, it } from "vitest";
import { clipOf, formatDuration, slidesOf, splitOpeningQuote, videoUrl } from "./media.ts";

describe("post media helpers", () => {
  it("reads slides given as strings or objects", () => {
    expect(
      slidesOf({ slides: ["Encryption: 99% of laptops", "A plain caption", { title: "T" }] }),
    ).toEqual([
      { title: "Encryption", caption: "99% of laptops" },
      { title: undefined, caption: "A plain caption" },
      { title: undefined, caption: "T" },
    ]);
    expect(slidesOf(null)).toEqual([]);
  });

  it("reads a clip and formats numeric durations", () => {
    expect(clipOf({ provider: "youtube", title: "Tour", duration: 125 })).toMatchObject({
      provider: "youtube",
      duration: "2:05",
    });
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration("41:18")).toBe("41:18");
  });

  it("plays only recordings shipped in /media, with their transcript", () => {
    const audio = { provider: "audio", title: "Episode", duration: "31:40" };
    expect(
      clipOf({ ...audio, src: "/media/intro.ogg", type: "audio/ogg", transcript: "Hello." })
        ?.recording,
    ).toEqual({
      src: "/media/intro.ogg",
      type: "audio/ogg",
      duration: undefined,
      transcript: "Hello.",
    });
    expect(clipOf({ ...audio, src: "https://evil.example/x.ogg" })?.recording).toBeUndefined();
    expect(clipOf({ ...audio, src: "/media/../secret.ogg" })?.recording).toBeUndefined();
    expect(clipOf(audio)?.recording).toBeUndefined();
  });

  it("only opens provider URLs on the provider's site", () => {
    const clip = { provider: "vimeo", title: "Tour", duration: "8:12" };
    expect(videoUrl({ ...clip, url: "https://vimeo.com/123" })).toBe("https://vimeo.com/123");
    expect(videoUrl({ ...clip, url: "javascript:alert(1)" })).toMatch(
      /^https:\/\/vimeo\.com\/search\?q=/,
    );
    expect(videoUrl({ ...clip, url: "https://evil.example/vimeo.com" })).toMatch(
      /^https:\/\/vimeo\.com\/search/,
    );
  });

  it("splits a leading quotation and its attribution off the body", () => {
    const html =
      "<blockquote>\n<p>&quot;Records, not memory.&quot;\n— Ingrid V., Head of IT</p>\n</blockquote>\n<p>Body</p>";
    const { quote, rest } = splitOpeningQuote(html);
    expect(quote).toEqual({
      html: "<p>&quot;Records, not memory.&quot;</p>",
      attribution: "Ingrid V., Head of IT",
    });
    expect(rest.trim()).toBe("<p>Body</p>");
    expect(splitOpeningQuote("<p>No quote</p>").quote).toBeUndefined();
  });
});
