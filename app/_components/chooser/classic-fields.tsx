import { Toggle } from "@/app/_components/toggle";
import { CLASSIC_VARIANT_EXPLANATIONS, CLASSIC_VARIANT_NAMES, CLASSIC_VARIANTS, type ClassicVariantChoice } from "@/lib/games/game-choices";
import { ChoiceCards } from "./choice-cards";

const VARIANT_CHOICES = CLASSIC_VARIANTS.map((value) => ({
  value,
  label: CLASSIC_VARIANT_NAMES[value].replace(/^./, (c) => c.toUpperCase()),
  description: CLASSIC_VARIANT_EXPLANATIONS[value],
}));

/** Classic Snap's table rules: its variant, and whether only the owners of a match may snap. */
export function ClassicFields({
  variant,
  onlyOwners,
  onVariant,
  onOnlyOwners,
}: {
  variant: ClassicVariantChoice;
  onlyOwners: boolean;
  onVariant: (variant: ClassicVariantChoice) => void;
  onOnlyOwners: (onlyOwners: boolean) => void;
}) {
  const animals = variant === "animals";
  return (
    <div className="flex flex-col gap-3">
      <ChoiceCards name="classic-variant" legend="Classic Snap’s variant" value={variant} choices={VARIANT_CHOICES} onChange={onVariant} />
      <Toggle
        id="only-owners"
        label="Only the owners of the matching piles may snap"
        checked={onlyOwners && !animals}
        disabled={animals}
        onChange={onOnlyOwners}
        hint={animals ? "In Animals only the two owners of a match call anyway." : "Anyone else’s call is false."}
      />
    </div>
  );
}
