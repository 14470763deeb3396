/**
 * The inputs of a definition, shared by create and edit. Fields are grouped by the first
 * segment of their dotted name ('representative.email' -> 'representative', plain names ->
 * 'main'); a group gets a heading when `resources.<name>.sections.<group>` exists.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from '../shared/definition';
import { DefinitionInput } from './inputs/DefinitionInput';

type Group = { key: string; fields: [string, FieldDefinition][] };

export function groupFields(def: ResourceDefinition): Group[] {
  const groups = new Map<string, Group>();
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.readOnly) continue; // written by the server only
    const key = name.includes('.') ? name.split('.')[0] : 'main';
    if (!groups.has(key)) groups.set(key, { key, fields: [] });
    groups.get(key)!.fields.push([name, field]);
  }
  return [...groups.values()];
}

export function ResourceInputs({ def }: { def: ResourceDefinition }) {
  const translate = useTranslate();
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 720 }}>
      {groupFields(def).map((group) => {
        const key = `resources.${def.name}.sections.${group.key}`;
        const heading = translate(key, { _: key }) === key ? '' : translate(key);
        return (
          <Box key={group.key}>
            {heading ? (
              <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
                {heading}
              </Typography>
            ) : null}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {group.fields.map(([name, field]) =>
                // The editor and its toolbar take the form's whole width.
                field.type === 'richText' ? (
                  <Box key={name} sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
                    <DefinitionInput def={def} source={name} field={field} />
                  </Box>
                ) : (
                  <DefinitionInput key={name} def={def} source={name} field={field} />
                ),
              )}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
