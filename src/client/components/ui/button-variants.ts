import { cva } from 'class-variance-authority';

/**
 * The button's looks, apart from the Button component: the home page's first screen draws its
 * buttons from these alone (their classes are never overridden there), so tailwind-merge, which
 * Button needs for callers that override a class, stays out of the first load (issue 40).
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[background-color,box-shadow,transform,color] select-none active:scale-[0.98] disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-clay-600 text-cream-50 shadow-sm hover:bg-clay-700',
        secondary: 'bg-cream-200 text-ink-900 hover:bg-cream-300',
        outline: 'border border-cream-300 bg-cream-50 text-ink-900 hover:border-clay-400 hover:bg-cream-100',
        ghost: 'text-ink-700 hover:bg-cream-200 hover:text-ink-900',
        accent: 'bg-saffron-400 text-ink-900 hover:bg-saffron-300',
        destructive: 'bg-danger-600 text-white hover:bg-danger-600/90',
      },
      size: {
        sm: 'h-9 px-3.5 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);
