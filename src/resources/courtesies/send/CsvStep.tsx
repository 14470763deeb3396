/**
 * The CSV input (@CSV, spec 1 section 4): @UPLOAD asks for a file; @ASSIGN shows its first rows,
 * the start row and the contact and name columns (detected, changeable), and what the worker
 * found: valid, repeated and invalid rows, and the contacts to be sent. Reading and mapping show a
 * progress bar.
 */
import { useEffect, useState, useSyncExternalStore, type ChangeEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import UploadFile from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import { FieldError } from '../../../framework/inputs/FieldError';
import { columnHeaders, type ColumnMapping } from './csvColumns';
import type { CsvProgress } from './csvProgress';
import { ImportedContacts } from './ImportedContacts';
import type { CsvState } from './useCsvContacts';
import type { CourtesySendType } from '../../../shared/resources/courtesies/contacts';

/** 95000 -> '95.000': counts of big files read at a glance. */
const thousands = (n: number) => n.toLocaleString('pt-BR');


function FileButton({ label, onFile, variant }: { label: string; onFile: (file: File) => void; variant: 'contained' | 'outlined' | 'text' }) {
  const translate = useTranslate();
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Choosing the same file again must fire again.
    e.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Button component="label" variant={variant} startIcon={<UploadFile />}>
      {translate(label)}
      <input hidden type="file" accept=".csv,text/csv,text/plain" onChange={onChange} />
    </Button>
  );
}

function Progress({ stage, progress }: { stage: NonNullable<CsvState['progress']>['stage']; progress: CsvProgress }) {
  const translate = useTranslate();
  const percent = Math.round(useSyncExternalStore(progress.subscribe, progress.get) * 100);
  const text = translate(stage === 'parse' ? 'resources.courtesies.send.csv.reading' : 'resources.courtesies.send.csv.mapping', { percent });
  return (
    <Box>
      <LinearProgress variant="determinate" value={percent} aria-label={text} />
      <Typography variant="caption" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}

/** The start row typed freely; applied once it is a row of the file. */
function StartRow({ value, max, onChange }: { value: number; max: number; onChange: (row: number) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <TextField
      type="number"
      size="small"
      label={translate('resources.courtesies.send.csv.startRow')}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const row = Number(e.target.value);
        if (Number.isInteger(row) && row >= 1 && row <= Math.max(1, max) && row !== value) onChange(row);
      }}
      slotProps={{ htmlInput: { min: 1, max: Math.max(1, max) } }}
      sx={{ width: 140 }}
    />
  );
}

export function CsvStep({
  csv,
  progress,
  type,
  onFile,
  onMapping,
  error,
}: {
  csv: CsvState;
  progress: CsvProgress;
  type: CourtesySendType;
  onFile: (file: File) => void;
  onMapping: (m: ColumnMapping) => void;
  error?: string;
}) {
  const translate = useTranslate();
  const { mapping, result } = csv;
  if (csv.phase === '@UPLOAD' || !mapping) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.courtesies.send.csv.hint')}
        </Typography>
        <FileButton label={'resources.courtesies.send.csv.choose'} onFile={onFile} variant="contained" />
        {csv.progress ? <Box sx={{ width: '100%' }}><Progress stage={csv.progress.stage} progress={progress} /></Box> : null}
        {csv.error ? <Alert severity="error">{translate('resources.courtesies.send.errors.readFile')}</Alert> : null}
        {error ? <Typography color="error" variant="caption"><FieldError message={error} /></Typography> : null}
      </Box>
    );
  }
  const columns = columnHeaders(csv.preview, mapping.startRow);
  const columnLabel = (i: number) =>
    columns[i].header ? translate('resources.courtesies.send.csv.columnWithHeader', { letter: columns[i].letter, header: columns[i].header }) : translate('resources.courtesies.send.csv.column', { letter: columns[i].letter });
  const pick = (key: 'contact' | 'name') => (e: ChangeEvent<HTMLInputElement>) =>
    onMapping({ ...mapping, [key]: e.target.value === '' ? null : Number(e.target.value) });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 500 }}>{translate('resources.courtesies.send.csv.file', { name: csv.fileName ?? '', smart_count: csv.rowCount, count: thousands(csv.rowCount) })}</Typography>
        <FileButton label={'resources.courtesies.send.csv.change'} onFile={onFile} variant="text" />
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <StartRow value={mapping.startRow} max={csv.rowCount} onChange={(startRow) => onMapping({ ...mapping, startRow })} />
        <TextField
          select
          size="small"
          label={translate('resources.courtesies.send.csv.contactColumn')}
          value={mapping.contact ?? ''}
          onChange={pick('contact')}
          error={mapping.contact === null && Boolean(error)}
          helperText={mapping.contact === null && error ? <FieldError message={error} /> : undefined}
          sx={{ minWidth: 220 }}
        >
          {columns.map((_, i) => (
            <MenuItem key={i} value={i}>
              {columnLabel(i)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('resources.courtesies.send.csv.nameColumn')}
          value={mapping.name ?? ''}
          onChange={pick('name')}
          // 'Nenhuma' is a value shown like the others.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{translate('resources.courtesies.send.csv.noColumn')}</MenuItem>
          {columns.map((_, i) => (
            <MenuItem key={i} value={i} disabled={i === mapping.contact}>
              {columnLabel(i)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={translate('resources.courtesies.send.csv.preview')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.courtesies.send.csv.row')}</TableCell>
              {columns.map((c, i) => (
                <TableCell key={i} sx={{ fontWeight: i === mapping.contact || i === mapping.name ? 700 : undefined }}>
                  {c.letter}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {csv.preview.map((row, r) => (
              // Rows above the start row are not sent: dimmed.
              <TableRow key={r} sx={{ opacity: r + 1 < mapping.startRow ? 0.45 : 1 }}>
                <TableCell>{r + 1}</TableCell>
                {columns.map((_, i) => (
                  <TableCell key={i} sx={{ bgcolor: i === mapping.contact ? 'action.selected' : i === mapping.name ? 'action.hover' : undefined, wordBreak: 'break-all' }}>
                    {row[i] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {csv.progress ? <Progress stage={csv.progress.stage} progress={progress} /> : null}
      {result ? (
        <Box data-testid="csv-summary" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box data-testid="csv-counts" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Chip color="success" label={translate('resources.courtesies.send.csv.valid', { smart_count: result.valid, count: thousands(result.valid) })} />
            <Chip color={result.duplicated ? 'warning' : 'default'} label={translate('resources.courtesies.send.csv.duplicated', { smart_count: result.duplicated, count: thousands(result.duplicated) })} />
            <Chip color={result.invalid ? 'error' : 'default'} label={translate('resources.courtesies.send.csv.invalid', { smart_count: result.invalid, count: thousands(result.invalid) })} />
          </Box>
          {result.invalidSamples.map((s) => (
            <Typography key={s.row} variant="caption" color="text.secondary">
              {translate('resources.courtesies.send.csv.invalidSample', { row: s.row, value: s.value || translate('resources.courtesies.send.csv.blank') })}
            </Typography>
          ))}
          {result.valid ? <ImportedContacts type={type} result={result} /> : null}
        </Box>
      ) : null}
      {/* The worker can fail after the file was read (a re-mapping): say so, the send waits for a file that reads. */}
      {csv.error ? <Alert severity="error">{translate('resources.courtesies.send.errors.readFile')}</Alert> : null}
      {error && mapping.contact !== null && !csv.error ? (
        <Typography color="error" variant="caption">
          <FieldError message={error} />
        </Typography>
      ) : null}
    </Box>
  );
}
