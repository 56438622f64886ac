/** The look of a select's closed trigger; in a file of its own so a plain stand-in can share it without loading Radix. */
export const SELECT_TRIGGER_CLASS = [
  'flex h-10 w-full min-w-0 items-center justify-between gap-2 rounded-lg border border-gray-300 bg-white px-3 text-left text-sm text-gray-900 shadow-xs',
  'hover:border-gray-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40',
  'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500 data-[placeholder]:text-gray-600 [&>span]:truncate',
].join(' ');
