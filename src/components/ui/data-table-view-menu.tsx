'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Table } from '@tanstack/react-table';
import { Check, Columns3 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from './button';
import type { TablePreferences } from './data-table-preferences';

const itemClasses =
  'flex cursor-default items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-gray-800 outline-none select-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900';

/** The table's "View" menu: which columns show and how dense the rows are, remembered per table. */
export function DataTableViewMenu<TData>({
  table,
  density,
  onDensityChange,
}: {
  table: Table<TData>;
  density: TablePreferences['density'];
  onDensityChange: (density: TablePreferences['density']) => void;
}) {
  const t = useTranslations('Common');
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide() && column.columnDef.meta?.hideable !== false);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button size="sm" variant="cancel">
          <Columns3 aria-hidden="true" />
          {t('dataTable.view')}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[60] w-60 rounded-xl border bg-white p-1.5 shadow-raised data-[state=open]:animate-pop-in"
        >
          {hideable.length ? (
            <>
              <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-gray-600">
                {t('dataTable.visibleColumns')}
              </DropdownMenu.Label>
              {hideable.map((column) => (
                <DropdownMenu.CheckboxItem
                  key={column.id}
                  className={itemClasses}
                  checked={column.getIsVisible()}
                  // Keep the menu open: people usually hide several columns in a row.
                  onSelect={(event) => event.preventDefault()}
                  onCheckedChange={(checked) => column.toggleVisibility(Boolean(checked))}
                >
                  <span className="flex size-4 items-center justify-center rounded border border-gray-400">
                    <DropdownMenu.ItemIndicator>
                      <Check aria-hidden="true" className="size-3.5 text-brand-700" />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  {column.columnDef.meta?.label ?? (typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id)}
                </DropdownMenu.CheckboxItem>
              ))}
              <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
            </>
          ) : null}
          <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-semibold text-gray-600">{t('dataTable.rowDensity')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={density}
            onValueChange={(value) => onDensityChange(value === 'compact' ? 'compact' : 'comfortable')}
          >
            {(
              [
                ['comfortable', t('dataTable.comfortable')],
                ['compact', t('dataTable.compact')],
              ] as const
            ).map(([value, label]) => (
              <DropdownMenu.RadioItem key={value} value={value} className={itemClasses} onSelect={(event) => event.preventDefault()}>
                <span className="flex size-4 items-center justify-center rounded-full border border-gray-400">
                  <DropdownMenu.ItemIndicator>
                    <span className="block size-2 rounded-full bg-brand-600" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
