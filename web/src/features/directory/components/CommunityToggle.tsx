import { ToggleButton, ToggleButtonGroup } from '@aws-amplify/ui-react';

export type CommunityView = 'services' | 'events';

/** The spec's Community page toggle: Services or Community Events (one is always chosen). */
export function CommunityToggle({ view, onChange }: { view: CommunityView; onChange: (view: CommunityView) => void }) {
  return (
    <ToggleButtonGroup
      className="community-toggle"
      value={view}
      isExclusive
      isSelectionRequired
      size="small"
      aria-label="Community page"
      onChange={(value) => onChange(value as CommunityView)}
    >
      <ToggleButton value="services">Services</ToggleButton>
      <ToggleButton value="events">Community Events</ToggleButton>
    </ToggleButtonGroup>
  );
}
