import { forwardRef, type ButtonHTMLAttributes } from "react";

/**
 * The one button style (the Epic Stack's `components/ui/button.tsx`, without class-variance-authority).
 * `buttonVariants({ variant, size })` returns the class string, for a <Link>, an <a> or a <summary>
 * that should look like a button; `<Button>` is the <button> itself.
 *
 * There is no class merging: `className` is appended, so give it only what the variant and size do
 * not set (margins, width, position, font family, letter spacing, variant-prefixed tweaks).
 */

const base =
  "inline-flex cursor-pointer items-center justify-center gap-2 rounded-md font-semibold transition-colors " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-launch " +
  "disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed";

const variants = {
  /** The call to action: Continue, Save Plan, Create New Plan. */
  primary: "bg-launch text-white shadow-sm hover:bg-orange-800",
  /** Solid dark: the main action where orange would shout (Sign In, Save API Key, Edit). */
  ink: "bg-ink text-white shadow-sm hover:bg-slate-800",
  /** The secondary action: Back, Cancel, Export, Duplicate. */
  outline: "border border-slate-300 bg-white text-ink shadow-sm hover:bg-slate-50",
  /** No box until hovered; takes the text colour around it (dismiss, show password). */
  ghost: "hover:bg-ink/5",
  /** Destructive: Delete Plan. */
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  /** On a dark surface (the template boxes' Copy). */
  inverse: "border border-white/25 bg-white/10 text-white hover:bg-white/20",
  /** Looks like a link, sized like a button. */
  link: "text-launch underline-offset-2 hover:underline",
} as const;

/** Below the sm breakpoint (phones) every size is at least 44 px each way: a finger's target. */
const sizes = {
  xs: "min-h-11 min-w-11 px-3 py-1 text-xs sm:min-h-8 sm:min-w-0",
  sm: "min-h-11 min-w-11 px-3 py-1.5 text-sm sm:min-h-9 sm:min-w-0",
  md: "min-h-11 px-4 py-2 text-sm",
  lg: "min-h-14 px-8 py-4 text-lg",
  icon: "h-11 w-11 shrink-0 text-sm sm:h-9 sm:w-9",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonVariantProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

export function buttonVariants({ variant = "outline", size = "md", className }: ButtonVariantProps = {}): string {
  return [base, variants[variant], sizes[size], className].filter(Boolean).join(" ");
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps;

/** A <button>: type="button" unless told otherwise, every other prop passed through. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonVariants({ variant, size, className })} {...props} />;
});
