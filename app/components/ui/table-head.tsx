/** One column heading: its text and its classes. */
export interface ColumnHeading {
  label: string;
  className: string;
}

/** A table's head: one row of column headings (`scope="col"`), each with its own classes. */
export function TableHead({
  rowClassName,
  columns,
}: {
  rowClassName: string;
  columns: readonly ColumnHeading[];
}) {
  return (
    <thead>
      <tr className={rowClassName}>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
