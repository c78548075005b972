// Reset to Default and Download Settings, and Load Settings File: a file is
// validated against the settings schema and applied only when all of it is valid.
import { useState } from "react";
import { Button, FileTrigger } from "react-aria-components";
import { serialiseSettings } from "../../../shared/accessibility-settings/settings-changes.ts";
import {
  type AccessibilitySettings,
  SETTINGS_FILE_NAME,
} from "../../../shared/accessibility-settings/settings-rules.ts";

interface SettingsFileActionsProps {
  settings: AccessibilitySettings;
  onReset: () => void;
  onLoad: (settings: AccessibilitySettings) => void;
}

type Message = { kind: "done" | "error"; text: string } | null;

function download(settings: AccessibilitySettings) {
  const url = URL.createObjectURL(
    new Blob([serialiseSettings(settings)], { type: "application/json" }),
  );
  const link = document.createElement("a");
  link.href = url;
  link.download = SETTINGS_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const buttonClass = "min-h-11 rounded-md border-2 border-line px-4 font-semibold";

export function SettingsFileActions({ settings, onReset, onLoad }: SettingsFileActionsProps) {
  const [message, setMessage] = useState<Message>(null);

  async function load(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    // The schema (and zod) load only when someone actually reads a settings file.
    const [{ parseSettingsFile }, text] = await Promise.all([
      import("../../../shared/accessibility-settings/settings-schema.ts"),
      file.text(),
    ]);
    const result = parseSettingsFile(text);
    if (!result.ok) {
      setMessage({ kind: "error", text: result.error });
      return;
    }
    onLoad(result.settings);
    setMessage({ kind: "done", text: `Settings loaded from ${file.name}.` });
  }

  return (
    <div className="flex flex-col gap-3 border-line border-t pt-5">
      <div className="flex flex-wrap gap-2">
        <Button
          onPress={() => {
            onReset();
            setMessage({ kind: "done", text: "All settings are back to their defaults." });
          }}
          className={buttonClass}
        >
          Reset to Default
        </Button>
        <Button onPress={() => download(settings)} className={buttonClass}>
          Download Settings
        </Button>
        <FileTrigger acceptedFileTypes={["application/json", ".json"]} onSelect={load}>
          <Button className={buttonClass}>Load Settings File</Button>
        </FileTrigger>
      </div>
      <div aria-live="polite">
        {message && (
          <p
            className={
              message.kind === "error"
                ? "rounded-md border-2 border-danger p-2 font-semibold text-danger"
                : "text-muted"
            }
          >
            {message.text}
          </p>
        )}
      </div>
    </div>
  );
}
