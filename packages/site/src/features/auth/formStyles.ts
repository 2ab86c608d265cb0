import { vars } from '@wl/ui-kit';
import styled from 'styled-components';

// The login forms' pieces, apart from the forms themselves so a dialog that needs only these (the
// two-step code) does not load the form libraries.

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  flex-wrap: wrap;
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${vars.color.primaryText};
  font: inherit;
  font-size: 14px;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 2px;
`;

export const FormError = styled.p`
  margin: 0;
  color: ${vars.color.dangerText};
  font-size: 14px;
`;
