import { useEffect, useId, useMemo, useRef, useState, type ComponentProps, type KeyboardEvent } from "react";
import { useField } from "remix-validated-form";
import { controlClass, describedBy, FieldError, FieldLabel } from "./Field";
import { useHydrated } from "~/ui/useHydrated";

type Props = {
  name: string;
  label: string;
  countries: readonly string[];
  required?: boolean;
  tooltip?: string;
};

const PLACEHOLDER = "Select a country...";
const SEARCH_PLACEHOLDER = "Search for a country...";
const EMPTY = "No country found.";

/** Case- and accent-insensitive matching ("cote" finds "Côte d'Ivoire"). */
function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/**
 * The specific-country picker. The server renders a native select (all that works without
 * JavaScript); once hydrated it becomes a searchable combobox that still posts the same field
 * through a hidden input.
 */
export function CountryCombobox(props: Props) {
  const hydrated = useHydrated();
  return hydrated ? <SearchableCountry {...props} /> : <NativeCountry {...props} />;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const optionsCache = new WeakMap<readonly string[], string>();

/**
 * The ~200 options as one string: rendering them as React elements was an eighth of the server's
 * time for the whole /audience page, which every visitor loads.
 */
function optionsHtml(countries: readonly string[], selected: string): string {
  let html = optionsCache.get(countries);
  if (html === undefined) {
    html = countries.map((c) => `<option value="${escapeHtml(c)}">${escapeHtml(c)}</option>`).join("");
    optionsCache.set(countries, html);
  }
  const placeholder = `<option value=""${selected ? "" : " selected"}>${PLACEHOLDER}</option>`;
  if (!selected || !countries.includes(selected)) return placeholder + html;
  const option = `<option value="${escapeHtml(selected)}">`;
  return placeholder + html.replace(option, `<option value="${escapeHtml(selected)}" selected>`);
}

function NativeCountry({ name, label, countries, required, tooltip }: Props) {
  const { error, getInputProps, defaultValue } = useField(name);
  const id = `field-${name}`;
  const { defaultValue: _ignored, ...inputProps } = getInputProps<ComponentProps<"select">>({
    id,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(error && `${id}-error`),
  });
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} tooltip={tooltip} />
      <select
        {...inputProps}
        className={controlClass}
        dangerouslySetInnerHTML={{ __html: optionsHtml(countries, typeof defaultValue === "string" ? defaultValue : "") }}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function SearchableCountry({ name, label, countries, required, tooltip }: Props) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const hiddenRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const { error, defaultValue, validate, touched, setTouched } = useField(name, {
    handleReceiveFocus: () => triggerRef.current?.focus(),
  });
  const [value, setValue] = useState<string>(typeof defaultValue === "string" ? defaultValue : "");
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const changed = useRef(false);
  const uid = useId();
  const id = `field-${name}`;
  const listboxId = `${uid}-listbox`;
  const optionId = (index: number) => `${uid}-option-${index}`;

  // Names that start with the search come first, then names with a word starting with it, then the rest.
  const matches = useMemo(() => {
    const q = fold(query.trim());
    if (q === "") return countries;
    const rank = (c: string) => {
      const f = fold(c);
      if (f.startsWith(q)) return 0;
      if (f.split(/[\s-]+/).some((w) => w.startsWith(q))) return 1;
      return f.includes(q) ? 2 : -1;
    };
    return countries
      .map((c) => [c, rank(c)] as const)
      .filter(([, r]) => r >= 0)
      .sort((a, b) => a[1] - b[1])
      .map(([c]) => c);
  }, [countries, query]);

  // After a choice: tell the form (mirror listeners) and re-check the field if it was touched.
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    hiddenRef.current?.dispatchEvent(new Event("change", { bubbles: true }));
    if (touched) validate();
  }, [value, touched, validate]);

  useEffect(() => {
    if (!open) return;
    searchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
    // optionId is derived from uid, stable for the component's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, open]);

  function openList() {
    setQuery("");
    const selected = countries.indexOf(value);
    setActive(selected >= 0 ? selected : 0);
    setOpen(true);
  }

  function close(focusTrigger = true) {
    setOpen(false);
    setTouched(true);
    if (focusTrigger) triggerRef.current?.focus();
  }

  function choose(country: string) {
    changed.current = true;
    setValue(country);
    close();
  }

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openList();
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = matches.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        setActive((a) => Math.min(a + 1, last));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActive((a) => Math.max(a - 1, 0));
        break;
      case "Home":
        event.preventDefault();
        setActive(0);
        break;
      case "End":
        event.preventDefault();
        setActive(Math.max(last, 0));
        break;
      case "Enter":
        // Never let Enter here submit the whole form.
        event.preventDefault();
        if (matches[active]) choose(matches[active]);
        break;
      case "Escape":
        event.preventDefault();
        close();
        break;
      case "Tab":
        close(false);
        break;
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <FieldLabel htmlFor={id} label={label} required={required} tooltip={tooltip} />
      <input ref={hiddenRef} type="hidden" name={name} value={value} />
      <button
        ref={triggerRef}
        id={id}
        type="button"
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onTriggerKeyDown}
        className={`${controlClass} flex items-center justify-between text-left`}
      >
        <span className={value ? "" : "text-slate-600"}>{value || PLACEHOLDER}</span>
        <span aria-hidden="true" className="ml-2 text-slate-600">
          ▾
        </span>
      </button>
      {open ? (
        <div className="absolute left-0 right-0 z-20 mt-1 rounded-md border border-slate-300 bg-white shadow-lg">
          <input
            ref={searchRef}
            type="text"
            value={query}
            placeholder={SEARCH_PLACEHOLDER}
            aria-label="Search for a country"
            aria-controls={matches.length > 0 ? listboxId : undefined}
            aria-activedescendant={matches.length > 0 ? optionId(active) : undefined}
            aria-autocomplete="list"
            autoComplete="off"
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
            className="block w-full rounded-t-md border-b border-slate-200 px-3 py-2 text-sm"
          />
          {matches.length > 0 ? (
            <ul ref={listRef} id={listboxId} role="listbox" aria-label="Countries" className="max-h-60 overflow-y-auto py-1">
              {matches.map((country, index) => (
                <li
                  key={country}
                  id={optionId(index)}
                  role="option"
                  aria-selected={country === value}
                  data-active={index === active || undefined}
                  onPointerDown={(e) => e.preventDefault()}
                  onClick={() => choose(country)}
                  onPointerMove={() => setActive(index)}
                  className="flex cursor-pointer items-center justify-between px-3 py-1.5 text-sm data-[active]:bg-launch-soft"
                >
                  {country}
                  {country === value ? <span aria-hidden="true">✓</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p role="status" className="px-3 py-4 text-center text-sm text-slate-600">
              {EMPTY}
            </p>
          )}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
