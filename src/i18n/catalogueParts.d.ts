/** The two parts of the pt-BR catalogue the build serves (scripts/catalogueSplit.ts). */
declare module 'virtual:catalogue/shell' {
  const catalogue: { [key: string]: unknown };
  export default catalogue;
}
declare module 'virtual:catalogue/admin' {
  const catalogue: { [key: string]: unknown };
  export default catalogue;
}
