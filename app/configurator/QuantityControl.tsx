import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { maxItemQuantity } from "~/quote-model/price-table";
import { parseQuantity } from "~/quote-model/configurator-url";
import { useT } from "~/i18n/messages";

interface QuantityControlProps {
  /** The form field's name (the item id, as in the URL). */
  name: string;
  itemName: string;
  value: number;
  onChange: (value: number) => void;
}

/**
 * Minus, a typed quantity and plus. Minus is disabled at 0; whole numbers from 0 to 10,000 only. Before the widget is
 * live the site script steps the field itself (`data-step`, app/site-script/hydrate.ts).
 */
export function QuantityControl({ name, itemName, value, onChange }: QuantityControlProps) {
  const message = useT();
  // What the visitor is typing; committed whenever it is a valid quantity, reset to the value on blur.
  const [text, setText] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setText(String(value));
  }
  const buttonClass =
    "grid size-11 place-items-center rounded-card border border-slate-300 bg-white text-ink transition-colors hover:border-accent-500 hover:text-accent-700 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400 disabled:hover:text-slate-400";
  return (
    <div role="group" aria-label={itemName} className="flex items-center gap-2">
      <button
        type="button"
        className={buttonClass}
        aria-label={message("configurator.decrease", { item: itemName })}
        disabled={value <= 0}
        data-step="-1"
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={0}
        max={maxItemQuantity}
        step={1}
        value={text}
        aria-label={message("configurator.quantityLabel", { item: itemName })}
        onChange={(event) => {
          setText(event.target.value);
          const next = event.target.value === "" ? 0 : parseQuantity(event.target.value);
          if (next !== undefined && next !== value) {
            setShownValue(next); // typed by the visitor: keep their text as it is
            onChange(next);
          }
        }}
        onBlur={() => setText(String(value))}
        className="tabular h-11 w-20 rounded-card border border-slate-300 bg-white px-2 text-center font-semibold [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <button
        type="button"
        className={buttonClass}
        aria-label={message("configurator.increase", { item: itemName })}
        disabled={value >= maxItemQuantity}
        data-step="1"
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
