import type { RenderElement } from '@/lib/content/story-elements';

export function TableElement({ element }: { element: Extract<RenderElement, { type: 'table' }> }) {
  const [head, ...rows] = element.rows;
  return (
    <div data-element="table">
      <table>
        <caption>{element.caption}</caption>
        {head && (
          <thead>
            <tr>
              {head.map((cell, index) => (
                <th key={index} scope="col">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
