import { defaultStatusLabels } from "@fleetward/contracts/workspace-catalog";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtinText } from "./builtins.ts";
import { localeCodes } from "./languages.ts";
import { aeBuiltins } from "./locales/builtins/ae.ts";
import { deBuiltins } from "./locales/builtins/de.ts";
import { enBuiltins, type BuiltinsText } from "./locales/builtins/en.ts";

/*
 * The web app never imports API code, so the library's texts are read from its source: every
 * `name`, `description` and `resolution` string of an entry, in order (three per policy).
 */
const librarySource = readFileSync(
  path.resolve(import.meta.dirname, "../../../../api/src/modules/workspace/policies/library.ts"),
  "utf8",
);
const libraryTexts = [
  ...librarySource.matchAll(/^ {4}(name|description|resolution):\s*("(?:[^"\\]|\\.)*"|'[^']*')/gm),
].map(([, field, literal]) => ({
  field,
  text: literal!.startsWith("'") ? literal!.slice(1, -1) : (JSON.parse(literal!) as string),
}));
const policyLibrary = libraryTexts
  .filter((entry) => entry.field === "name")
  .map((entry, index) => ({
    name: entry.text,
    description: libraryTexts[index * 3 + 1]!.text,
    resolution: libraryTexts[index * 3 + 2]!.text,
  }));

/** Every language's builtins, as its catalogue carries them. */
async function allBuiltins(): Promise<[string, BuiltinsText][]> {
  return Promise.all(
    localeCodes.map(async (code) => {
      const module = (await import(`./locales/builtins/${code}.ts`)) as Record<string, unknown>;
      return [code, module[`${code}Builtins`] as BuiltinsText] as [string, BuiltinsText];
    }),
  );
}

describe("built-in status labels and policy library in the reader's language", () => {
  it("keys English by exactly the texts the API stores", () => {
    expect(policyLibrary).toHaveLength(18);
    const library = policyLibrary.flatMap((entry) => [
      entry.name,
      entry.description,
      entry.resolution,
    ]);
    expect(Object.keys(enBuiltins.policies).toSorted()).toEqual(library.toSorted());
    for (const label of defaultStatusLabels)
      expect(enBuiltins.statusLabels).toHaveProperty([label.name]);
    // The default another change adds (Snipe-IT's "Lost/Stolen"), ready before it lands.
    expect(enBuiltins.statusLabels).toHaveProperty(["Lost or stolen"]);
  });

  it("translates every text in all 16 languages, none left as the English copy", async () => {
    const languages = await allBuiltins();
    expect(languages).toHaveLength(16);
    for (const [code, texts] of languages) {
      expect(Object.keys(texts.policies), code).toEqual(Object.keys(enBuiltins.policies));
      expect(Object.keys(texts.statusLabels), code).toEqual(Object.keys(enBuiltins.statusLabels));
      if (code === "en") continue;
      for (const [english, translated] of Object.entries(texts.statusLabels)) {
        expect(translated, `${code}: ${english}`).not.toBe(english);
      }
      const policies: Record<string, string> = texts.policies;
      const policyNames = policyLibrary.map((entry) => entry.name);
      for (const name of policyNames) expect(policies[name], `${code}: ${name}`).not.toBe(name);
      // Commands and codes stay as they are, whatever the language.
      expect(
        policies[
          policyLibrary.find((entry) => entry.name.startsWith("System Integrity"))!.resolution
        ],
      ).toContain("`csrutil enable`");
    }
  });

  it("shows a default as translated, and a label or policy the workspace renamed as its own", () => {
    const arabic = builtinText(aeBuiltins);
    expect(arabic.statusLabel("Ready to deploy")).toBe("جاهز للتسليم");
    expect(arabic.statusLabel("Lost or stolen")).toBe("مفقود أو مسروق");
    expect(arabic.statusLabel("Ready for pickup")).toBe("Ready for pickup");
    expect(arabic.statusLabel("ready to deploy")).toBe("ready to deploy");
    expect(arabic.policy("Firewall on (macOS)")).toBe("جدار الحماية مُفعّل (macOS)");
    expect(arabic.policy("Firewall on (macOS) — our rule")).toBe("Firewall on (macOS) — our rule");
    expect(arabic.policy(null)).toBeNull();
    // Nothing inherited from Object counts as a translation.
    expect(arabic.statusLabel("toString")).toBe("toString");
  });

  it("translates a switched-on policy's description with its parameter", () => {
    const german = builtinText(deBuiltins);
    expect(
      german.policy(
        "The machine inactivity limit locks the screen within the allowed minutes. Allowed: 10 minutes.",
      ),
    ).toBe(
      "Das Inaktivitätslimit des Computers sperrt den Bildschirm innerhalb der erlaubten Minuten. Erlaubt: 10 Minuten.",
    );
    expect(german.policy("The Mac runs at least the given macOS version. Minimum: 14.4.")).toBe(
      "Auf dem Mac läuft mindestens die angegebene macOS-Version. Mindestens: 14.4.",
    );
    expect(german.policy("Our own text. Minimum: 3.")).toBe("Our own text. Minimum: 3.");
  });
});
