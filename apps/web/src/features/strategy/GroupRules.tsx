import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Badge, Tab, Tabs, Typography } from '@mui/material';
import { STRATEGY_GROUPS, type StrategyGroup } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldRuleRow } from './FieldRuleRow.js';
import { CATALOGUE_GROUPS, fieldsOfGroup } from './strategyFields.js';
import { type DraftErrors, errorOf, type RuleDraft, ruleCount, type StrategyDraft } from './strategyDraft.js';

interface Props {
  draft: StrategyDraft;
  errors: DraftErrors;
  onRule: (path: string, rule: RuleDraft) => void;
}

/** Day, week and hour tabs, each with every catalogue field in sections that render only when opened. */
export function GroupRules({ draft, errors, onRule }: Props) {
  const { t } = useTranslation('strategy');
  const [group, setGroup] = useState<StrategyGroup>('day');
  const rules = draft.groups[group];
  return (
    <>
      <Tabs value={group} onChange={(_, next: StrategyGroup) => setGroup(next)} sx={{ mb: 1 }}>
        {STRATEGY_GROUPS.map((option) => (
          <Tab
            key={option}
            value={option}
            data-testid={`group-tab-${option}`}
            label={
              <Badge badgeContent={ruleCount(draft, option)} color="primary" sx={{ pr: 1.5 }}>
                {t(`durations.${option}`)}
              </Badge>
            }
          />
        ))}
      </Tabs>
      {CATALOGUE_GROUPS.map((section) => (
        <Accordion key={`${group}-${section}`} disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid={`section-${section}`}>
            <Typography sx={{ fontWeight: 600 }}>{t(`groups.${section}`)}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            {fieldsOfGroup(section).map((field) => {
              const path = `${group}.${field.id}`;
              return <FieldRuleRow key={path} field={field} path={path} rule={rules[field.id]} error={errorOf(errors, path)} onChange={onRule} />;
            })}
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
