import { Eraser, RotateCcw, Sparkles } from 'lucide-react';
import type * as React from 'react';
import { Button } from '../../../components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { useDictionary } from '../../../lib/i18n/language';

function IconAction({
  label,
  tip,
  children,
  ...props
}: React.ComponentProps<typeof Button> & { label: string; tip: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" aria-label={label} {...props}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tip}</TooltipContent>
    </Tooltip>
  );
}

/** Undo and Clear appear once a preview exists; Generate is always there (spec section 4). */
export function GenerateControls({
  generated,
  generating,
  canGenerate,
  onGenerate,
  onUndo,
  onClear,
}: {
  generated: boolean;
  generating: boolean;
  canGenerate: boolean;
  onGenerate: () => void;
  onUndo: () => void;
  onClear: () => void;
}) {
  const t = useDictionary();
  return (
    <div className="flex items-center gap-2">
      {generated ? (
        <>
          <IconAction label={t.sheet.undo} tip={t.sheet.undoTip} onClick={onUndo} disabled={generating}>
            <RotateCcw aria-hidden />
          </IconAction>
          <IconAction label={t.sheet.clear} tip={t.sheet.clearTip} onClick={onClear} disabled={generating}>
            <Eraser aria-hidden />
          </IconAction>
        </>
      ) : null}
      <Button
        size="lg"
        variant={generated ? 'secondary' : 'primary'}
        className="flex-1"
        onClick={onGenerate}
        disabled={!canGenerate}
      >
        <Sparkles aria-hidden />
        {generating ? t.sheet.generating : generated ? t.sheet.regenerate : t.sheet.generate}
      </Button>
    </div>
  );
}
