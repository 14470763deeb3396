/**
 * The floor of issue 11 (bench/floor.ts): react-admin 5.15 and MUI 7 with nothing else, one list of
 * 16 records read from one JSON file. What this machine takes to show a react-admin list cold, next
 * to what the product takes to show its own; no product code is imported.
 */
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, DateField, List, NumberField, Resource, TextField, type DataProvider } from 'react-admin';

let rows: Promise<{ id: number }[]> | undefined;
const all = () => (rows ??= fetch('/rows.json').then((res) => res.json() as Promise<{ id: number }[]>));
const none = async () => ({ data: [] });
const dataProvider = {
  getList: async () => {
    const data = await all();
    return { data, total: data.length };
  },
  getOne: async (_resource: string, { id }: { id: number }) => ({ data: (await all()).find((row: { id: number }) => row.id === Number(id)) }),
  getMany: none,
  getManyReference: async () => ({ data: [], total: 0 }),
  create: none,
  update: none,
  updateMany: none,
  delete: none,
  deleteMany: none,
} as unknown as DataProvider;

const EventList = () => (
  <List>
    <Datagrid>
      <TextField source="title" />
      <DateField source="startAt" showTime />
      <TextField source="city" />
      <NumberField source="price" options={{ style: 'currency', currency: 'BRL' }} />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="events" list={EventList} />
    <Resource name="orders" list={EventList} />
    <Resource name="producers" list={EventList} />
  </Admin>,
);
