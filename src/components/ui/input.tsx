import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const controlClasses = [
  'w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 shadow-xs',
  'placeholder:text-gray-500 transition-[border-color,box-shadow] duration-150',
  'hover:border-gray-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40',
  'disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500',
  'aria-invalid:border-error-600 aria-invalid:focus-visible:outline-error-600/40',
].join(' ');

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(controlClasses, 'h-10 py-2', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'min-h-24 py-2 leading-relaxed', className)} {...props} />;
}
