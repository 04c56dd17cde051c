import { Check, ChevronDown } from 'lucide-react';
import * as RadioGroup from 'radix-ui/radio-group';
import * as Slider from 'radix-ui/slider';
import { useId, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Input } from '@/ui/input';
import {
  DEFAULT_TAG_COLOR,
  findPresetColor,
  formatHexColor,
  getReadableTextColor,
  hexToHsl,
  hslToHex,
  normalizeHexColor,
  TAG_COLOR_PRESETS,
  type Hsl,
} from '../lib/color';
import { TagBadge } from './tag-badge';

type PresetColor = (typeof TAG_COLOR_PRESETS)[number];

/** Translation keys of the preset names, for their accessible labels. */
const PRESET_NAME_KEYS: Record<PresetColor, string> = {
  '#d8ff75': 'tags.color-picker.colors.lime',
  '#7fff7a': 'tags.color-picker.colors.green',
  '#7affce': 'tags.color-picker.colors.mint',
  '#7ad7ff': 'tags.color-picker.colors.sky',
  '#7a7fff': 'tags.color-picker.colors.periwinkle',
  '#ce7aff': 'tags.color-picker.colors.purple',
  '#ff7ad7': 'tags.color-picker.colors.pink',
  '#ff7a7f': 'tags.color-picker.colors.coral',
  '#ffce7a': 'tags.color-picker.colors.orange',
  '#ffffff': 'tags.color-picker.colors.white',
};

const HUE_TRACK = `linear-gradient(to right, ${[0, 60, 120, 180, 240, 300, 360].map((hue) => `hsl(${hue} 100% 50%)`).join(', ')})`;

function ColorSlider({
  label,
  value,
  max,
  valueText,
  track,
  thumbColor,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  valueText: string;
  track: string;
  thumbColor: string;
  onChange: (value: number) => void;
}) {
  const labelId = useId();
  return (
    <div className="grid grid-cols-[minmax(4.5rem,auto)_1fr_2.75rem] items-center gap-3">
      <span id={labelId} className="text-xs font-medium text-muted-foreground">
        {label}
      </span>
      <Slider.Root
        value={[value]}
        min={0}
        max={max}
        step={1}
        onValueChange={([next]) => next !== undefined && onChange(next)}
        className="relative flex h-6 w-full cursor-pointer touch-none select-none items-center"
      >
        <Slider.Track className="relative h-3 grow rounded-full ring-1 ring-inset ring-foreground/15" style={{ background: track }} />
        <Slider.Thumb
          aria-labelledby={labelId}
          aria-valuetext={valueText}
          className="block size-5 rounded-full border-2 border-white shadow-md ring-1 ring-black/40 outline-none transition-shadow focus-visible:ring-[4px] focus-visible:ring-ring/70"
          style={{ backgroundColor: thumbColor }}
        />
      </Slider.Root>
      <span className="text-right text-xs tabular-nums text-muted-foreground" aria-hidden>
        {valueText}
      </span>
    </div>
  );
}

type ColorPickerProps = {
  /** The current colour, a hex colour (normally lowercase #rrggbb). */
  value: string;
  /** Called with a lowercase #rrggbb. */
  onChange: (color: string) => void;
  /** The text of the preview chip (the tag's name). */
  previewLabel: string;
  /** The id of the element naming the picker (e.g. the "Color" label of a form). */
  labelledBy?: string;
  /** The id of an element describing the picker (e.g. its error message). */
  describedBy?: string;
  isInvalid?: boolean;
  className?: string;
};

/**
 * The colour as the picker edits it. The sliders keep their own HSL so that, e.g., the hue survives a
 * trip to grey or black; a preset or a typed hex sets it explicitly, and a new value from the parent
 * re-derives it. A typed hex is taken once valid; while typed it stays as typed (hexDraft).
 */
function useColorPickerState(value: string, onChange: (color: string) => void) {
  const color = normalizeHexColor(value) ?? DEFAULT_TAG_COLOR;
  const [hsl, setHsl] = useState<Hsl>(() => hexToHsl(color));
  const [syncedColor, setSyncedColor] = useState(color);
  if (syncedColor !== color) {
    setSyncedColor(color);
    if (hslToHex(hsl) !== color) setHsl(hexToHsl(color));
  }
  // What is being typed in the hex input; null when it is not being edited.
  const [hexDraft, setHexDraft] = useState<string | null>(null);

  const emit = (next: string) => {
    setSyncedColor(next);
    if (next !== color) onChange(next);
  };

  return {
    color,
    hsl,
    hexDraft,
    selectPreset: (next: string) => {
      setHsl(hexToHsl(next));
      emit(next);
    },
    updateHsl: (patch: Partial<Hsl>) => {
      const next = { ...hsl, ...patch };
      setHsl(next);
      emit(hslToHex(next));
    },
    typeHex: (text: string) => {
      setHexDraft(text);
      const next = normalizeHexColor(text);
      if (next) {
        if (hslToHex(hsl) !== next) setHsl(hexToHsl(next));
        emit(next);
      }
    },
    endHexEdit: () => setHexDraft(null),
  };
}

/**
 * Spec "colour picker": the ten presets, a custom picker with hue, saturation and lightness sliders,
 * and a hex input where a valid typed value is taken at once and an invalid one is silently ignored
 * (the last valid colour stays). A chip previews the tag.
 */
export function ColorPicker({ value, onChange, previewLabel, labelledBy, describedBy, isInvalid, className }: ColorPickerProps) {
  const { t } = useTranslation();
  const state = useColorPickerState(value, onChange);
  const preset = findPresetColor(state.color);
  const customPanelId = useId();
  const [isCustomOpen, setIsCustomOpen] = useState(() => preset === undefined);

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      className={cn('grid gap-4 rounded-lg border bg-muted/20 p-3 sm:p-4', className)}
    >
      <div className="flex min-w-0 items-center gap-2">
        <span className="text-xs text-muted-foreground">{t('tags.color-picker.preview')}</span>
        <TagBadge name={previewLabel} color={state.color} className="max-w-64" />
      </div>
      <PresetSwatches preset={preset} onSelect={state.selectPreset} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CustomToggle
          color={preset === undefined ? state.color : undefined}
          isOpen={isCustomOpen}
          panelId={customPanelId}
          onToggle={() => setIsCustomOpen((open) => !open)}
        />
        <HexInput value={state.hexDraft ?? formatHexColor(state.color)} onChange={state.typeHex} onBlur={state.endHexEdit} />
      </div>
      <HslSliders id={customPanelId} hidden={!isCustomOpen} color={state.color} hsl={state.hsl} onChange={state.updateHsl} />
    </div>
  );
}

/** The ten presets as radio buttons (arrow keys move between them). */
function PresetSwatches({ preset, onSelect }: { preset: string | undefined; onSelect: (color: string) => void }) {
  const { t } = useTranslation();
  return (
    <RadioGroup.Root
      value={preset ?? ''}
      onValueChange={onSelect}
      aria-label={t('tags.color-picker.presets')}
      orientation="horizontal"
      loop
      className="flex flex-wrap gap-2"
    >
      {TAG_COLOR_PRESETS.map((presetColor) => (
        <RadioGroup.Item
          key={presetColor}
          value={presetColor}
          aria-label={t('tags.color-picker.preset-label', { name: t(PRESET_NAME_KEYS[presetColor]), hex: formatHexColor(presetColor) })}
          title={formatHexColor(presetColor)}
          className="flex size-7 cursor-pointer items-center justify-center rounded-full ring-1 ring-inset ring-foreground/20 outline-none transition-transform hover:scale-110 focus-visible:ring-[3px] focus-visible:ring-ring data-[state=checked]:ring-2 data-[state=checked]:ring-foreground"
          style={{ backgroundColor: presetColor }}
        >
          <RadioGroup.Indicator>
            <Check className="size-4" style={{ color: getReadableTextColor(presetColor) }} strokeWidth={3} aria-hidden />
          </RadioGroup.Indicator>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

/** "Custom": shows or hides the sliders; filled with the colour (and ringed) when it is not a preset. */
function CustomToggle({
  color,
  isOpen,
  panelId,
  onToggle,
}: {
  color: string | undefined;
  isOpen: boolean;
  panelId: string;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={isOpen}
      aria-controls={panelId}
      onClick={onToggle}
      className={cn(
        'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border bg-background pl-1 pr-2.5 text-xs font-medium outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        color !== undefined && 'ring-2 ring-foreground',
      )}
    >
      <span
        className="size-6 rounded-full ring-1 ring-inset ring-foreground/20"
        style={{ background: color ?? 'conic-gradient(from 0deg, red, yellow, lime, cyan, blue, magenta, red)' } satisfies CSSProperties}
        aria-hidden
      />
      {t('tags.color-picker.custom')}
      <ChevronDown className={cn('size-3.5 transition-transform', isOpen && 'rotate-180')} aria-hidden />
    </button>
  );
}

function HexInput({ value, onChange, onBlur }: { value: string; onChange: (text: string) => void; onBlur: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-muted-foreground">
        {t('tags.color-picker.hex')}
      </label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={onBlur}
        maxLength={9}
        autoComplete="off"
        spellCheck={false}
        placeholder={formatHexColor(DEFAULT_TAG_COLOR)}
        className="h-8 w-28 font-mono uppercase"
      />
    </div>
  );
}

/** Hue, saturation and lightness, each slider's track showing where it leads. */
function HslSliders({
  id,
  hidden,
  color,
  hsl,
  onChange,
}: {
  id: string;
  hidden: boolean;
  color: string;
  hsl: Hsl;
  onChange: (patch: Partial<Hsl>) => void;
}) {
  const { t } = useTranslation();
  const { h, s, l } = hsl;
  return (
    <div id={id} hidden={hidden} className="grid gap-3">
      <ColorSlider
        label={t('tags.color-picker.hue')}
        value={h}
        max={360}
        valueText={t('tags.color-picker.degrees', { value: h })}
        track={HUE_TRACK}
        thumbColor={hslToHex({ h, s: 100, l: 50 })}
        onChange={(next) => onChange({ h: next })}
      />
      <ColorSlider
        label={t('tags.color-picker.saturation')}
        value={s}
        max={100}
        valueText={t('tags.color-picker.percent', { value: s })}
        track={`linear-gradient(to right, hsl(${h} 0% ${l}%), hsl(${h} 100% ${l}%))`}
        thumbColor={color}
        onChange={(next) => onChange({ s: next })}
      />
      <ColorSlider
        label={t('tags.color-picker.lightness')}
        value={l}
        max={100}
        valueText={t('tags.color-picker.percent', { value: l })}
        track={`linear-gradient(to right, hsl(${h} ${s}% 0%), hsl(${h} ${s}% 50%), hsl(${h} ${s}% 100%))`}
        thumbColor={color}
        onChange={(next) => onChange({ l: next })}
      />
    </div>
  );
}
