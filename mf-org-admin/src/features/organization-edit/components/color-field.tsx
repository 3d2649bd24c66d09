import Flex from 'antd/es/flex';
import Input from 'antd/es/input';

/** A colour as a hex value: the browser's picker and the text, kept in step (a Form.Item control). */
export function ColorField({ label, value = '', onChange, id }: { label: string; value?: string; onChange?: (value: string) => void; id?: string }) {
  const hex = /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
  return (
    <Flex gap="small" align="center">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={hex}
        onChange={(event) => onChange?.(event.target.value)}
        style={{ width: 40, height: 32, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
      />
      <Input id={id} aria-label={label} value={value} maxLength={7} onChange={(event) => onChange?.(event.target.value)} style={{ maxWidth: 140 }} />
    </Flex>
  );
}
