import 'server-only';
export { downloadLocale } from './download-locale';
export {
  cursorBatches,
  EXPORT_FORMATS,
  exportBatchSize,
  exportPagesReadForTests,
  exportQuery,
  listPages,
  setExportBatchSizeForTests,
  type ExportFormat,
  type TableExport,
} from './table-export';
export { streamTableExport } from './stream-table-export';
